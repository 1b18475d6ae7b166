import type { School } from './school.ts';

/** A value made once per school, on first use: a route's own cache of that school's things. */
export function perSchool<T>(make: (school: School) => T): (school: School) => T {
  const made = new WeakMap<School, T>();
  return (school) => {
    let value = made.get(school);
    if (value === undefined) {
      value = make(school);
      made.set(school, value);
    }
    return value;
  };
}
