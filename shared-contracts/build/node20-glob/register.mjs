// Lets @lingui/cli 6 (which imports Node 22's `fs.globSync`) load on Node 20; see lingui-extract.mjs.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
