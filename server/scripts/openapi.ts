// Writes server/openapi.json from the route schemas: `npm run openapi -w @kaamkaj/server`.
import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from '../test/openapi';

writeFileSync(OPENAPI_FILE, await renderOpenApi());
console.log(`wrote ${OPENAPI_FILE}`);
