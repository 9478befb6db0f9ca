// A connection's stored settings as the form reads them back: each setting when it has the
// expected type, otherwise nothing (the field then starts empty).

export type Config = Record<string, unknown>;

export const str = (config: Config | undefined, key: string) =>
  typeof config?.[key] === 'string' ? (config[key] as string) : undefined;
export const num = (config: Config | undefined, key: string) =>
  typeof config?.[key] === 'number' ? (config[key] as number) : undefined;
