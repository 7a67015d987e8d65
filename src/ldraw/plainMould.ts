/**
 * The plain mould of a printed part's name: "3626bpx395.dat" → "3626b.dat",
 * "970c00px50.dat" → "970c00.dat", "3626cpr0001.dat" → "3626c.dat". LDraw names a
 * print (a pattern) by a "p" suffix on the mould's number; a library without the
 * print still has the mould, the same shape. Undefined for a name with no such suffix.
 */
export function plainMould(name: string): string | undefined {
  const m = /^((?:parts\/)?\d+[a-z]?(?:c\d\d)?)p[0-9a-z]{1,6}\.dat$/i.exec(name);
  return m ? `${m[1]}.dat` : undefined;
}
