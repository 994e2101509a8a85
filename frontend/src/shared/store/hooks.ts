import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from '../api/baseApi';
import type { ApiStoreExtra } from '../api/baseQuery';
import type { SessionState } from '../session/sessionSlice';

/**
 * The store's state as every layer sees it: the api slice and the session. Declared here rather than
 * read from app/store, so the layers below app need nothing from it; app/store's state is this shape.
 */
export type RootState = {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
  session: SessionState;
};

export type AppDispatch = ThunkDispatch<RootState, ApiStoreExtra, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
