/* global jest */
jest.setTimeout(30_000);
