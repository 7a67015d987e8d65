/**
 * Top-stud primitives of the LDraw library (any resolution folder). The
 * underside primitives (stud3: the bar under 1 x N parts, stud4*: tubes under
 * 2 x N parts, stud8/11/12/16/18a/21a-23/25/27) are not studs.
 */
const TOP_STUD = /^(?:stud|studa|stud2a?|stud-logo\d?|stud2-logo\d?|stud5|stud6a?|stud7a?|stud9|stud10|stud13|stud14|stud15|stud17a?|stud19|stud20|stud24|stud26|studel|studp\d\d|studxa?)\.dat$/;

const known = new Map<string, boolean>();

export function isStudPrimitive(name: string): boolean {
  let answer = known.get(name);
  if (answer === undefined) {
    const slash = name.lastIndexOf('/');
    answer = TOP_STUD.test(slash < 0 ? name : name.slice(slash + 1));
    if (known.size < 100_000) known.set(name, answer);
  }
  return answer;
}
