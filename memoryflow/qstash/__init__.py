"""QStash infrastructure: publishing run starts and the seams into the SDKs."""
