// Child process of `npm run bench -- schools`: the demo provider of every school behind one address,
// as the vendor serves them (demo-provider/hub.ts), in a process of its own so its memory and CPU are
// not the site's. Schools come as JSON in BENCH_PROVIDERS; a message { hang, code } hangs or frees one,
// { calls: true } asks how many calls every school's provider has answered.
import { setPriority } from 'node:os';
import { startDemoProviders } from '../demo-provider/hub.ts';
import type { DemoProviderOptions } from '../demo-provider/types.ts';

const schools = JSON.parse(process.env.BENCH_PROVIDERS ?? '[]') as DemoProviderOptions[];
const hub = await startDemoProviders(schools.map((school) => ({ ...school, control: false })));
// Stands for the vendor's machines: yields the cores to the site.
setPriority(10);
process.send?.({ url: hub.url });
process.on('message', async (msg: { hang?: boolean; code?: string; stop?: boolean; calls?: boolean }) => {
  if (msg.stop) {
    await hub.close();
    process.exit(0);
  }
  if (msg.calls) {
    let calls = 0;
    for (const provider of hub.schools.values()) calls += provider.callCount();
    process.send?.({ calls });
    return;
  }
  const provider = msg.code === undefined ? undefined : hub.schools.get(msg.code);
  if (provider && msg.hang !== undefined) {
    provider.switches.hang = msg.hang;
    process.send?.({ hung: msg.code, hang: msg.hang });
  }
});
