import { openBacking } from '../services/src/composition/backing';
import { parseAuditArgs, runAudit, USAGE } from './audit-command';
import { configOrExit, run } from './cli';

run(async () => {
  const command = parseAuditArgs(process.argv.slice(2));
  if (command.command === 'help') return console.log(USAGE);
  const backing = await openBacking(configOrExit());
  try {
    await runAudit(command, {
      store: backing.store,
      knex: backing.db.knex,
      print: (text) => console.log(text),
    });
  } finally {
    await backing.close();
  }
});
