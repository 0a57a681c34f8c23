// In the "Extras" group, which has a name but no path: the file sits in Sample/.
func helperTitle() -> String { "Badge" }
