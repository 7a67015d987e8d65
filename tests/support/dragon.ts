/** The library's dragon put together as the 6056 Dragon Wagon's is (batch 39): body, tail, head, arms, wings, and a flame in its mouth; its feet 104 LDU below its origin. */
export const DRAGON: readonly string[] = [
  '1 2 0 0 0 1 0 0 0 1 0 0 0 1 75174.dat',
  '1 2 0 64 64 1 0 0 0 1 0 0 0 1 6028.dat',
  '1 2 0 -57.033 -59.821 1 0 0 0 .9336 -.3584 0 .3584 .9336 6027.dat',
  '1 2 -20 14 -77 1 0 0 0 .9903 .1392 0 -.1392 .9903 6127.dat',
  '1 2 20 14 -77 1 0 0 0 .9903 .1392 0 -.1392 .9903 6128.dat',
  '1 4 29 18.997 -57.001 0 1 0 -.866 0 .5 .5 0 .866 6133.dat',
  '1 4 -29 18.997 -57.001 0 1 0 -.866 0 .5 .5 0 .866 6133.dat',
  '1 38 0 -31.155 -117.125 0 -1 0 -.9138 0 .4061 -.4061 0 -.9138 6126a.dat',
];
