// react-router 7 needs TextEncoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
