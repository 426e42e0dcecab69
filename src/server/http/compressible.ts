// Which files are text worth compressing: the build writes a .br copy of each (precompress), and
// the Node host, lacking a copy, may gzip them on the fly. One pattern, so the two never disagree.
export const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;
