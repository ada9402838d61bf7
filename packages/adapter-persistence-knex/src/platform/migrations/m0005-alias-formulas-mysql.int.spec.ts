import { aliasFormulasMigrationSpecs } from '../../../test/alias-formulas-migration-specs';

aliasFormulasMigrationSpecs('mysql');
