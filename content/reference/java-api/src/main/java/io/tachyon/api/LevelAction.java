package io.tachyon.api;

/** What a Level 2 change does to one price level (FIX 279, MDUpdateAction). */
public enum LevelAction { NEW, CHANGE, DELETE }
