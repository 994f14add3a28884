// spec 000 §3.3, §5: home, current and work districts are picked from a built-in list.
export type State = { id: string; en: string; hi: string };

/** `id` is the stable stored value; `state` is a `State['id']`. */
export type District = { id: string; state: string; en: string; hi: string };
