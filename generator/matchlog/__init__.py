"""Match logs: the TOML format players keep, read into checked matches and written back."""
