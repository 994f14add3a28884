import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { DistrictPicker } from '../district-picker/district-picker';
import { useDistrictName } from '../district-picker/use-district-name';
import { CloseIcon } from '../ui/icons';
import { type FilterFormOf, useFieldErrors } from './filter-form';

type DistrictSelectionsProps<V extends FieldValues, Out> = {
  form: FilterFormOf<V, Out>;
  /** A list of district ids. */
  name: Path<V>;
  max: number;
  /** The group's name for screen readers. */
  legend: string;
  /** The picker's label, and the title once `max` are chosen. */
  label: string;
  /** The name of the button that takes a chosen district off. */
  removeLabel: (district: string) => string;
};

/** Districts of a filter: a picker while fewer than `max` are chosen, the chosen as chips. */
export function DistrictSelections<V extends FieldValues, Out>(
  props: DistrictSelectionsProps<V, Out>,
) {
  const { form, name, max, legend, label, removeLabel } = props;
  const districtName = useDistrictName();
  const districts = form.watch(name) as string[];
  const error = useFieldErrors(form)(name);
  const choose = (next: string[]) =>
    form.setValue(name, next as PathValue<V, Path<V>>, { shouldValidate: true });

  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{legend}</legend>
      {districts.length < max ? (
        <DistrictPicker
          label={label}
          value=""
          onChange={(id) => {
            if (id && !districts.includes(id)) choose([...districts, id]);
          }}
          error={error}
        />
      ) : (
        <>
          <p className="text-sm font-semibold text-slate-700">{label}</p>
          {error && <p className="text-sm font-medium text-red-700">{error}</p>}
        </>
      )}
      {districts.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {districts.map((id) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => choose(districts.filter((d) => d !== id))}
                aria-label={removeLabel(districtName(id) || id)}
                className="inline-flex min-h-12 items-center gap-1.5 rounded-full bg-primary px-3.5 text-sm font-semibold text-white"
              >
                {districtName(id) || id}
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
