// Verifies a running provider against the committed pacts.
//   node scripts/verify-provider.mjs --provider cabinet-api --url https://cabinet-api.stage.example \
//        [--states-url https://cabinet-api.stage.example/__pact/provider-states]
// The states URL receives POST { state, params, action: 'setup' } for every provider state (docs/contracts.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Verifier } from '@pact-foundation/pact';

const { values } = parseArgs({
  options: {
    provider: { type: 'string' },
    url: { type: 'string' },
    'states-url': { type: 'string' },
  },
});
if (!values.provider || !values.url || !['cabinet-api', 'general-api'].includes(values.provider)) {
  console.error('usage: node scripts/verify-provider.mjs --provider cabinet-api|general-api --url <base url> [--states-url <url>]');
  process.exit(2);
}
const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts');
process.env.PACT_DO_NOT_TRACK = 'true';
try {
  await new Verifier({
    provider: values.provider,
    providerBaseUrl: values.url,
    pactUrls: [path.join(pactDir, `storage-cabinet-${values.provider}.json`)],
    ...(values['states-url'] ? { providerStatesSetupUrl: values['states-url'] } : {}),
    logLevel: 'warn',
  }).verifyProvider();
  console.log(`${values.provider} at ${values.url}: every interaction verified`);
} catch (e) {
  console.error(`${values.provider} at ${values.url}: verification failed: ${e.message}`);
  process.exit(1);
}
