import type { Refusals } from './actions';

/**
 * A refused delete or removal (409 `in_use`) in the API's own words: its message names what
 * still holds the record (the families, variant families or attributes), which the generic
 * message cannot. The API writes these messages as sentences for people.
 */
export const IN_USE_IN_API_WORDS: Refusals = {
  in_use: (message) => {
    const sentence = message.charAt(0).toUpperCase() + message.slice(1);
    return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  },
};
