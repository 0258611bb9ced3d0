import type { Migration } from '../migrations';

export const eventStoreMigrations: Migration[] = [
  {
    name: '001_event_store',
    async up(knex) {
      await knex.raw(`
        create table es_streams (
          stream_name text primary key,
          revision bigint not null
        );
        create table es_events (
          position bigserial primary key,
          transaction_id xid8 not null default pg_current_xact_id(),
          event_id uuid not null unique,
          stream_name text not null,
          stream_revision bigint not null,
          event_type text not null,
          data jsonb not null,
          metadata jsonb not null,
          recorded_at timestamptz not null default now(),
          unique (stream_name, stream_revision)
        );
        create index es_events_global_order on es_events (transaction_id, position);
        create index es_events_type_order on es_events (event_type, transaction_id, position);
      `);
      // One statement per append: revision check, revision bump and insert in one round trip.
      // outcome: 'appended', 'conflict' (next_revision holds the actual revision, -1 for none)
      // or 'repeat' (some ids exist already; the caller checks it is the same batch).
      await knex.raw(`
        create function es_append(p_stream text, p_expected text, p_events jsonb)
        returns table (outcome text, next_revision bigint, last_position bigint, last_transaction_id xid8)
        language plpgsql as $fn$
        declare
          v_count int := jsonb_array_length(p_events);
          v_revision bigint;
        begin
          if exists (select 1 from es_events where event_id in
                      (select (e->>'id')::uuid from jsonb_array_elements(p_events) e)) then
            return query select 'repeat'::text, null::bigint, null::bigint, null::xid8;
            return;
          end if;
          if p_expected = 'no_stream' then
            insert into es_streams as s (stream_name, revision) values (p_stream, v_count - 1)
              on conflict do nothing returning s.revision into v_revision;
          elsif p_expected = 'any' then
            insert into es_streams as s (stream_name, revision) values (p_stream, v_count - 1)
              on conflict (stream_name) do update set revision = s.revision + v_count
              returning s.revision into v_revision;
          elsif p_expected = 'stream_exists' then
            update es_streams s set revision = s.revision + v_count
              where s.stream_name = p_stream returning s.revision into v_revision;
          else
            update es_streams s set revision = s.revision + v_count
              where s.stream_name = p_stream and s.revision = p_expected::bigint
              returning s.revision into v_revision;
          end if;
          if v_revision is null then
            return query select 'conflict'::text,
              coalesce((select s.revision from es_streams s where s.stream_name = p_stream), -1),
              null::bigint, null::xid8;
            return;
          end if;
          return query
            with inserted as (
              insert into es_events (event_id, stream_name, stream_revision, event_type, data, metadata)
              select (e->>'id')::uuid, p_stream, v_revision - v_count + ord, e->>'type', e->'data', e->'metadata'
              from jsonb_array_elements(p_events) with ordinality as t(e, ord)
              order by ord
              returning es_events.position, es_events.transaction_id
            )
            select 'appended'::text, v_revision, max(i.position), max(i.transaction_id) from inserted i;
        end
        $fn$;
      `);
    },
  },
  {
    name: '002_append_many',
    async up(knex) {
      // Group commit (group-commit.ts): many appends in one transaction, each with its own
      // outcome, in the order given (the caller sorts them by stream, so locks never cross).
      await knex.raw(`
        create function es_append_many(p_appends jsonb)
        returns table (idx int, outcome text, next_revision bigint, last_position bigint, last_transaction_id xid8)
        language plpgsql as $fn$
        declare
          v_append jsonb;
          v_index int := 0;
        begin
          for v_append in select value from jsonb_array_elements(p_appends) loop
            return query select v_index, r.outcome, r.next_revision, r.last_position, r.last_transaction_id
              from es_append(v_append->>'stream', v_append->>'expected', v_append->'events') r;
            v_index := v_index + 1;
          end loop;
        end
        $fn$;
      `);
    },
  },
  {
    name: '003_append_first_many',
    async up(knex) {
      // The usual batch, first appends to streams of their own (votes, new records), in three
      // statements however many appends it holds: es_append_many's es_append for each was a
      // round of plpgsql statements per append, most of a batch's time in the database. The
      // group commit sends any other batch (a stream twice, an expected revision) to
      // es_append_many, as before.
      await knex.raw(`
        create function es_append_first_many(p_appends jsonb)
        returns table (idx int, outcome text, next_revision bigint, last_position bigint, last_transaction_id xid8)
        language plpgsql as $fn$
        declare
          v_outcomes jsonb;
        begin
          with appends as (
            select (t.ord - 1)::int as idx, t.a->>'stream' as stream, t.a->'events' as events,
              jsonb_array_length(t.a->'events') as n
            from jsonb_array_elements(p_appends) with ordinality as t(a, ord)
          ),
          created as (
            insert into es_streams as s (stream_name, revision)
            select a.stream, a.n - 1 from appends a
            order by a.stream collate "C"
            on conflict do nothing
            returning s.stream_name, s.revision
          ),
          inserted as (
            insert into es_events (event_id, stream_name, stream_revision, event_type, data, metadata)
            select (e->>'id')::uuid, a.stream, c.revision - a.n + t.ord, e->>'type', e->'data', e->'metadata'
            from appends a
            join created c on c.stream_name = a.stream
            cross join lateral jsonb_array_elements(a.events) with ordinality as t(e, ord)
            order by a.idx, t.ord
            returning es_events.stream_name, es_events.position, es_events.transaction_id
          )
          select jsonb_agg(jsonb_build_object(
            'idx', a.idx, 'stream', a.stream, 'events', case when c.stream_name is null then a.events end,
            'revision', c.revision, 'position', w.position, 'tx', w.tx::text))
          into v_outcomes
          from appends a
          left join created c on c.stream_name = a.stream
          left join (
            select i.stream_name, max(i.position) as position, max(i.transaction_id) as tx
            from inserted i group by i.stream_name
          ) w on w.stream_name = a.stream;
          -- An event id stored already fails the insert, and the caller then appends one by one
          -- (es_append tells a repeat from a stolen id). A first append whose stream exists is
          -- a repeat when its events are stored already, else refused with the stream's
          -- revision, both read now (a statement of its own, which sees a stream another
          -- transaction just made).
          return query
            select (o->>'idx')::int, r.outcome,
              case r.outcome
                when 'appended' then (o->>'revision')::bigint
                when 'conflict' then coalesce(
                  (select s.revision from es_streams s where s.stream_name = o->>'stream'), -1)
              end,
              (o->>'position')::bigint, (o->>'tx')::xid8
            from jsonb_array_elements(v_outcomes) o
            cross join lateral (
              select case
                when o->>'revision' is not null then 'appended'
                when exists (
                  select 1 from jsonb_array_elements(o->'events') e
                  join es_events x on x.event_id = (e->>'id')::uuid
                ) then 'repeat'
                else 'conflict'
              end as outcome
            ) r;
        end
        $fn$;
      `);
    },
  },
];
