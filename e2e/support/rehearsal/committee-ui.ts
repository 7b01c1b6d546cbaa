import { expect } from '@playwright/test';

import { toast } from '../sign-in-ui';
import type { AdminUi } from './admin-ui';
import type { Member } from './committee-http';
import { literal } from './text';

/** The default roles' names as the invite form lists them (each followed by what it is for). */
const ROLE_NAME: Record<Member['role'], string> = {
  ketua: 'Ketua panitia',
  sekretariat: 'Sekretariat',
  keuangan: 'Keuangan',
  'divisi-hackathon': 'Divisi Hackathon',
  'divisi-cp': 'Divisi CP',
  'divisi-seminar': 'Divisi Seminar',
  juri: 'Juri',
  'petugas-pintu': 'Petugas pintu',
};

/**
 * The Ketua on /admin/panitia: "Undang anggota", the member's address, name, institution (picked
 * from the canonical list as they type) and role, then the invite is sent.
 */
export async function inviteInBrowser(ketua: AdminUi, member: Member) {
  const { page } = ketua;
  await page.goto('/admin/panitia');
  await page.getByRole('button', { name: 'Undang anggota' }).click();
  const form = page.getByRole('form', { name: 'Undang anggota panitia' });
  await form.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await form.getByRole('textbox', { name: 'Nama' }).fill(member.name);
  if (member.institution) {
    await form.getByRole('combobox', { name: 'Institusi (opsional)' }).fill(member.institution);
    await page.getByRole('option', { name: member.institution, exact: true }).click();
  }
  const role = new RegExp(`^${literal(ROLE_NAME[member.role])}(\\s|$)`);
  await form.getByRole('checkbox', { name: role }).check();
  await ketua.checks.check(page, 'undang anggota');
  await form.getByRole('button', { name: 'Kirim undangan' }).click();
  await expect(toast(page, `Undangan dikirim ke ${member.email}.`)).toBeVisible();
}
