const { TextEncoder, TextDecoder } = require('node:util');
const vm = require('node:vm');

// react-router 7 needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks the Fetch classes: react-router's data routers build a Request on every
// navigation and RTK Query's fetchBaseQuery builds Requests and reads Responses. Node's own
// classes are taken from the outer realm. `fetch` itself stays undefined: no test reaches the
// network; a test passes its own fetchFn.
const outer = vm.runInThisContext('globalThis');
for (const name of ['Request', 'Response', 'Headers', 'FormData', 'Blob']) {
  if (typeof globalThis[name] === 'undefined') globalThis[name] = outer[name];
}

// Node 24's Request accepts only its own AbortSignal, not jsdom's: when Node's Fetch classes
// are used, its abort classes go with them (Node 20 accepts either).
if (globalThis.Request === outer.Request) {
  globalThis.AbortController = outer.AbortController;
  globalThis.AbortSignal = outer.AbortSignal;
}

// jsdom lacks structuredClone, which @mui/x-charts uses for its state (the admin overview).
if (typeof globalThis.structuredClone === 'undefined')
  globalThis.structuredClone = outer.structuredClone;
