/**
 * A message that outlives a redirect ("Role created." on the role's new page): a server action
 * stores it in this cookie and the page's FlashToast shows it once and deletes it. Not
 * httpOnly, as the browser reads it; it only ever holds the console's own message text.
 */
export const FLASH_COOKIE = 'pim-flash';
export const FLASH_MAX_AGE_SECONDS = 60;
