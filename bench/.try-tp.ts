import { measureThroughput } from './throughput';
const r = await measureThroughput({ seconds: 5, connections: 50, log: console.log });
console.log(r);
