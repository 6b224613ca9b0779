import { writeFile } from 'node:fs/promises';
import { nginxSecurityHeaders } from './security-headers.ts';

const target = new URL('./security-headers.conf.template', import.meta.url);
await writeFile(target, nginxSecurityHeaders());
console.log(`Wrote ${target.pathname}`);
