// drizzle-kit writes foreign keys as "public"."table"; tests isolate themselves in their own schema
// (search_path), so migrations must name tables without a schema.
import fs from 'node:fs';
import path from 'node:path';

const dir = 'lib/db/migrations';
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replaceAll('"public".', ''));
}
