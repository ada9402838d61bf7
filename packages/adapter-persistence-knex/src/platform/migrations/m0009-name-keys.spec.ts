import { nameKeysMigrationSpecs } from '../../../test/name-keys-migration-specs';

nameKeysMigrationSpecs('sqlite');
