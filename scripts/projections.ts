import { openBacking } from '../services/src/composition/backing';
import { configOrExit, run } from './cli';
import { parseProjectionsArgs, runProjections, USAGE } from './projections-command';

run(async () => {
  const command = parseProjectionsArgs(process.argv.slice(2));
  if (command.command === 'help') return console.log(USAGE);
  const backing = await openBacking(configOrExit());
  try {
    await runProjections(command, {
      runner: backing.runner,
      store: backing.store,
      print: (text) => console.log(text),
    });
  } finally {
    await backing.close();
  }
});
