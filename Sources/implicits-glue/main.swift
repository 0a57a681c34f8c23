import Foundation
import ImplicitsGlue

exit(GlueCommand.main(Array(CommandLine.arguments.dropFirst())))
