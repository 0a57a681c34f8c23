import Foundation
import ImplicitsCLI

exit(QueryCommand.main(Array(CommandLine.arguments.dropFirst())))
