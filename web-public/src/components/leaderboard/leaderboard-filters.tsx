import {
  NativeSelect,
  type NativeSelectProps,
  SimpleGrid,
  type SimpleGridProps,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';

type Search = {
  placeholder: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
};

/** A select for one of the list's fields. */
export type LeaderboardSelect<Field extends string> = {
  field: Field;
  label: string;
  data: NonNullable<NativeSelectProps['data']>;
};

type FiltersProps<Field extends string> = {
  /** Columns by breakpoint: all in a row on wide screens, stacked on phones. */
  cols: SimpleGridProps['cols'];
  search: Search;
  selects: readonly LeaderboardSelect<Field>[];
  values: Readonly<Record<Field, string>>;
  onChange: (change: Partial<Record<Field, string>>) => void;
};

/** A list's filters: a search box, then a select for each field it filters on. */
export function LeaderboardFilters<Field extends string>({
  cols,
  search,
  selects,
  values,
  onChange,
}: FiltersProps<Field>) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      <TextInput
        label="Search"
        placeholder={search.placeholder}
        type="search"
        leftSection={search.icon}
        value={search.value}
        maxLength={search.maxLength}
        onChange={(event) => search.onChange(event.currentTarget.value)}
      />
      {selects.map(({ field, label, data }) => (
        <NativeSelect
          key={field}
          label={label}
          data={data}
          value={values[field]}
          onChange={(event) =>
            onChange({ [field]: event.currentTarget.value } as Partial<Record<Field, string>>)
          }
        />
      ))}
    </SimpleGrid>
  );
}
