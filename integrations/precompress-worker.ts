// One precompression thread (precompress.ts starts one per core): compresses the files it is
// sent with synchronous Brotli, which does here what the thread-pool API does at a third of the
// cost (the async API hands every 16 KB back and forth between threads).
import { readFileSync, writeFileSync } from 'node:fs';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import zlib from 'node:zlib';

const { quality, largeQuality, largeBytes, minBytes } = workerData as { quality: number; largeQuality: number; largeBytes: number; minBytes: number };
const port = parentPort as MessagePort;

port.on('message', (files: string[]) => {
  let bytes = 0;
  let brBytes = 0;
  for (const file of files) {
    const data = readFileSync(file);
    if (data.length < minBytes) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: data.length > largeBytes ? largeQuality : quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    bytes += data.length;
    // A copy is worth a file only when it saves at least 10%.
    if (br.length < data.length * 0.9) {
      writeFileSync(`${file}.br`, br);
      brBytes += br.length;
    } else brBytes += data.length;
  }
  port.postMessage({ bytes, brBytes });
});
