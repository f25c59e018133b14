// General API (spec 2 section 7): the older flows. Filled in by the contracts issue.
export {};
