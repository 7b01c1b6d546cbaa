import { useDoorAdmission } from '../hooks/use-door-admission';
import { useDoorName } from '../hooks/use-door-name';
import { DoorScreen } from './door-screen';

/** /admin/seminar/pintu: one door's check-in screen, its admission layer named after the door. */
export function DoorPage() {
  const { value, door, change } = useDoorName();
  const admission = useDoorAdmission(door);
  return <DoorScreen admission={admission} doorName={value} onDoorNameChange={change} />;
}
