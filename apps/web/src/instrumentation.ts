/** Runs once when the console's server starts, before it handles a request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installBrowserAddressStamp } = await import('./lib/client-address/stamp');
  installBrowserAddressStamp(process.env);
}
