// Local defaults: copy .dev.vars.example to .dev.vars (offline chef, dev sign-in, local billing)
// unless the developer already has one with real keys.
import { copyFileSync, existsSync } from 'node:fs';

if (!existsSync('.dev.vars')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log('Created .dev.vars with local defaults (offline chef, dev sign-in, local billing).');
}
