import { failures, schematronReports, SCHEMATRONS, type SchematronName } from './schematron';

/**
 * Runs one schematron over XML files and lists what fails:
 *   node -r @swc-node/register infra/validators/schematron-main.ts en16931-cii invoice.xml [more.xml…]
 * Exit code 1 when any file has a fatal or error assert; warnings are printed, not counted.
 */
async function main([name, ...files]: string[]): Promise<number> {
  if (!SCHEMATRONS.includes(name as SchematronName) || files.length === 0) {
    console.error(`usage: schematron-main.ts <${SCHEMATRONS.join('|')}> <file.xml>…`);
    return 2;
  }
  const schematron = name as SchematronName;
  const reports = await schematronReports(files.map((file) => ({ schematron, file })));
  let failed = 0;
  reports.forEach(({ failedAsserts: asserts }, index) => {
    const fatal = failures(asserts);
    failed += fatal.length > 0 ? 1 : 0;
    console.log(`${fatal.length === 0 ? 'PASS' : 'FAIL'} ${files[index]}`);
    for (const assert of asserts) console.log(`  ${assert.flag} ${assert.id}: ${assert.text}`);
  });
  return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
