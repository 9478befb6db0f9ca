/**
 * The hop from the console's server to the API. The console signs every user in from its
 * own address, so it tells the API whose request it is passing on: the browser's address in
 * CONSOLE_CLIENT_ADDRESS_HEADER, with the secret both share (CONSOLE_FORWARD_SECRET) in
 * CONSOLE_FORWARD_SECRET_HEADER. The API believes the address only when the secret matches;
 * a browser cannot set either header on the console's calls.
 */
export const CONSOLE_FORWARD_SECRET_HEADER = 'x-pim-console-secret';
export const CONSOLE_CLIENT_ADDRESS_HEADER = 'x-pim-console-client';
