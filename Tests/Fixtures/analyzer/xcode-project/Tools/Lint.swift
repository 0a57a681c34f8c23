// Not part of the Xcode project: not indexed.
print("lint")
