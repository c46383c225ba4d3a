import { storageNames } from "../../engine/index.ts";
import { localAnswers } from "../storage/localAnswers.ts";

/**
 * A visitor's answers, kept in the browser's local storage until they are saved into an account
 * (spec section 1: a visitor may fill in answers locally), so a reload or a detour through the
 * account pages loses nothing.
 */
const stored = localAnswers(storageNames.visitorAnswers);

export const readVisitorAnswers = stored.read;

/** Keeps the answers as they change, once the browser is idle (localAnswers' writeSoon). */
export const writeVisitorAnswersSoon = stored.writeSoon;

/** Once the answers are in an account, the browser keeps no copy (a shared computer). */
export const clearVisitorAnswers = stored.clear;
