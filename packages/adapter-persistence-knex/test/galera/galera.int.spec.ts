import { causalReadSpecs } from '../causal-reads-specs';
import { crossNodeClaimSpecs } from './cross-node-claim-specs';
import { crossNodeWriteSpecs } from './cross-node-write-specs';
import { galeraBehaviourSpecs } from './galera-behaviour-specs';
import { galeraClusterSpecs } from './galera-cluster-specs';
import { galeraSchemaSpecs } from './galera-schema-specs';
import { useGaleraCluster } from './galera-world';

/**
 * Quire's persistence on a 3-node MariaDB Galera cluster started on loopback for this suite (one
 * cluster for every spec here: it takes 12 to 40 s to form; the last specs kill a node and end the
cluster). Never skipped.
 */
describe('Knex persistence on a Galera cluster', () => {
  const world = useGaleraCluster();
  galeraSchemaSpecs(world);
  causalReadSpecs(() => world.db(1), true);
  galeraBehaviourSpecs(world);
  crossNodeWriteSpecs(world);
  crossNodeClaimSpecs(world);
  galeraClusterSpecs(world);
});
