// Zod compiles object parsers with `new Function` when a page allows it, and finds out by trying
// once. Under the site's Content-Security-Policy (no 'unsafe-eval') that try is a CSP violation in
// every island page (Lighthouse Best Practices). Interpreted parsing is plenty fast for forms and
// API answers, so compiling is switched off. Imported first by every module that parses.
import { z } from 'zod';

z.config({ jitless: true });
