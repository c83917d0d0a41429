/** The console's plain pages' titles: for whoever is not content ops, and for a request that failed. */
export const NOT_FOUND_TITLE = 'Not found';
export const CONSOLE_CRASH_TITLE = 'Something went wrong';
