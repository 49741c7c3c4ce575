/**
 * Every tRPC query receives generated, malformed and hostile input (world.ts says what and what each
 * answer must be). The REST paths and the mutations run beside it.
 */
import { afterTheRun, fuzzProcedures, useFuzzWorld } from './world';

useFuzzWorld();

afterTheRun({ procedures: fuzzProcedures('query') });
