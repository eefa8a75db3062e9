// @ts-check
// A test reporter for the end-to-end run of scripts/test.sh: one line per
// test that passed or failed, `pass <file>` or `fail <file>`, from which the
// script stamps each file whose tests all passed (a file that failed to
// load, or exited with an error, has a failing line of its own).
//
//   node --test --test-reporter=./scripts/e2e-outcomes.mjs --test-reporter-destination=FILE ...

/**
 * @param {AsyncIterable<{ type: string, data: { file?: string } }>} source
 */
export default async function* outcomes(source) {
  for await (const event of source) {
    if (!event.data?.file) continue;
    if (event.type === 'test:pass') yield `pass ${event.data.file}\n`;
    else if (event.type === 'test:fail') yield `fail ${event.data.file}\n`;
  }
}
