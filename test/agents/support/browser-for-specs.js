#!/usr/bin/env node
// The browser that specs give programs which open one for the person (mcp-remote opens it through
// xdg-open, which runs $BROWSER): it hands the address to the spec, which plays the person, and
// exits at once, as a browser launcher does.
const [url] = process.argv.slice(2);
fetch(process.env.SPEC_BROWSER_INBOX, { method: 'POST', body: url ?? '' }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
