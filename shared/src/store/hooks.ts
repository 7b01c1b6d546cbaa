import type { Action, ThunkDispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

import type { RootState } from './root-reducer';
import type { TransportExtra } from './transport';

export type AppDispatch = ThunkDispatch<RootState, TransportExtra, Action>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
