import { Chip, Group } from '@mantine/core';
import classes from '../shop.module.css';

type ChoiceProps = {
  legend: string;
  options: string[];
  value: string | null;
  onChange: (value: string) => void;
};

/** One of the product's sizes or colours: a group of radio chips under its legend. */
export function ChoiceGroup({ legend, options, value, onChange }: ChoiceProps) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group gap="xs">
          {options.map((option) => (
            <Chip key={option} value={option} radius="sm" variant="outline">
              {option}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}
