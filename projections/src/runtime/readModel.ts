import type { Collection, Document } from '@parks/infra/documents/port';
import type { RecordedEvent } from '@parks/infra/eventStore/port';
import type { ProjectionRuntime, ReadModel, TypedReadModel } from './types.ts';

/**
 * Declares a read model with its own document type and gives it back as the runtime's `ReadModel`, still carrying
 * that type for `runtime.read(model)`. The one cast lives here: the runtime only hands a model the documents that
 * model wrote.
 */
export const readModel = <D extends Document>(model: ReadModel<D>): TypedReadModel<D> =>
  model as unknown as TypedReadModel<D>;

/**
 * A read model declared over parsed domain events: `parse` is the parser of the streams it follows (a domain
 * stream's `streamParser`, or several with `firstParsed` or `parsedByStream`), and `evolve` gets the typed event, with the recorded one
 * for what only the store knows (its time, its position). What `parse` rejects (null) leaves the document as it is:
 * a fact is never rejected, the model skips what it cannot use.
 */
export type ParsedReadModel<D extends Document, E> = Omit<ReadModel<D>, 'evolve'> &
  Readonly<{
    parse: (recorded: RecordedEvent) => E | null;
    evolve: (document: D | null, event: E, recorded: RecordedEvent) => D | null;
  }>;

/** An evolve over parsed events as one over recorded events: what `parse` rejects leaves the document as it is. */
export const evolveParsed =
  <D, E>(
    parse: (recorded: RecordedEvent) => E | null,
    evolve: (document: D | null, event: E, recorded: RecordedEvent) => D | null,
  ) =>
  (document: D | null, recorded: RecordedEvent): D | null => {
    const event = parse(recorded);
    return event === null ? document : evolve(document, event, recorded);
  };

/** `readModel` for a model declared over parsed events: the runtime still hands it recorded ones, parsed here. */
export const parsedReadModel = <D extends Document, E>({
  parse,
  evolve,
  ...model
}: ParsedReadModel<D, E>): TypedReadModel<D> => readModel<D>({ ...model, evolve: evolveParsed(parse, evolve) });

/** The first parse of these parsers (streams whose event types differ: at most one of them reads an event). */
export const firstParsed =
  <E>(...parsers: readonly ((recorded: RecordedEvent) => E | null)[]) =>
  (recorded: RecordedEvent): E | null => {
    for (const parse of parsers) {
      const event = parse(recorded);
      if (event !== null) return event;
    }
    return null;
  };

/**
 * The parse of the stream an event was recorded in, chosen by the stream's name (`orderIdFromStream` …): for a model
 * that reads an event type only from its own stream category. A stream that none names is read by none.
 */
export const parsedByStream =
  <E>(
    ...routes: readonly (readonly [
      ofStream: (streamId: string) => string | null,
      parse: (recorded: RecordedEvent) => E | null,
    ])[]
  ) =>
  (recorded: RecordedEvent): E | null => {
    const route = routes.find(([ofStream]) => ofStream(recorded.streamId) !== null);
    return route === undefined ? null : route[1](recorded);
  };

/** What a query needs of the runtime: the collection of a read model (the API and the workers hold the runtime). */
export type ReadSide = Pick<ProjectionRuntime, 'read'>;

/**
 * A read model's typed handle: its queries, named by what they ask, over its collection. A model that routes or
 * workers query exports one (`adminRevisionQueries(deps.projections).selected(…)`), so the filters, sorts and dotted
 * paths of its documents stay beside the model that writes them and the callers name no field of them.
 */
export const queriesOf =
  <D extends Document, Q>(model: TypedReadModel<D>, queries: (collection: Collection<D>) => Q) =>
  (projections: ReadSide): Q =>
    queries(projections.read(model));
