import type { BenefitIconName } from '../../../blocks/schemas';
import { BenefitIcon } from '../../../blocks/BenefitIcon';

export interface IconPoint {
  icon: BenefitIconName;
  title: string;
  text: string;
}

export interface IconPointsProps {
  items: readonly IconPoint[];
}

/** A short list of points with an icon each: "why choose us", the selection criteria. */
export function IconPoints({ items }: IconPointsProps) {
  return (
    <ul className="home-why">
      {items.map((item) => (
        <li key={item.icon} className="home-why__item">
          <BenefitIcon name={item.icon} />
          <h4>{item.title}</h4>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
