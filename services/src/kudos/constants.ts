/** The longest kudos a member may give, in characters. */
export const MAX_KUDOS_LENGTH = 140;
